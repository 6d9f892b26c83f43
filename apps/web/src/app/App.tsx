import { I18nextProvider } from 'react-i18next';
import 'react-toastify/ReactToastify.css';
import './app.css';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createI18n, initialLanguage } from '../lib/i18n';
import { setNavigate } from '../lib/navigation';
import { routes } from './routes';

export function App() {
  const [i18n] = useState(() => createI18n(initialLanguage()));
  const [router] = useState(() => {
    const r = createBrowserRouter(routes);
    setNavigate((to, opts) => void r.navigate(to, opts));
    return r;
  });
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
