import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/700.css';
import './styles/global.css';
import { App, startLoading } from './app/App';

// The first page's messages and code are requested before React starts.
const loading = startLoading();
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App loading={loading} />
    </StrictMode>,
  );
