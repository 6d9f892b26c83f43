import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, matchRoutes, MemoryRouter, Navigate, Outlet, useLocation, useParams, useRoutes, type RouteObject } from './router';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{`${l.pathname}${l.search}`}</p>;
}
function Param() {
  return <p data-testid="param">{useParams().id ?? '-'}</p>;
}
const routes: RouteObject[] = [
  {
    element: (
      <div>
        <Where />
        <Outlet />
      </div>
    ),
    children: [
      { index: true, element: <h1>home</h1> },
      {
        path: 'check',
        children: [
          { index: true, element: <Navigate to="/check/pre-check" replace /> },
          { path: 'pre-check', element: <h1>pre-check</h1> },
          { path: 'case/:id', element: <Param /> },
          { path: '*', element: <h1>check fallback</h1> },
        ],
      },
      { path: '*', element: <h1>not found</h1> },
    ],
  },
];
function App() {
  return <>{useRoutes(routes)}</>;
}
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <Link to="/check/pre-check">go</Link>
    </MemoryRouter>,
  );

describe('router', () => {
  it('ranks static segments over params over splats, and an index route at its parent path', () => {
    const leaf = (p: string) => matchRoutes(routes, p)?.at(-1);
    expect(leaf('/')?.route.index).toBe(true);
    expect(leaf('/check')?.route.index).toBe(true);
    expect(leaf('/check/pre-check')?.route.path).toBe('pre-check');
    expect(leaf('/CHECK/Pre-Check/')?.route.path).toBe('pre-check');
    expect(leaf('/check/case/a%20b')?.params).toEqual({ id: 'a b' });
    expect(leaf('/check/case/1/2')?.route.path).toBe('*');
    expect(leaf('/check/other')?.route.path).toBe('*');
    expect(matchRoutes(routes, '/check/other')?.[1]?.route.path).toBe('check');
    expect(leaf('/nope')?.params).toEqual({ '*': 'nope' });
  });

  it('renders the layout around the page, with params', () => {
    renderAt('/check/case/42?x=1');
    expect(screen.getByTestId('where').textContent).toBe('/check/case/42?x=1');
    expect(screen.getByTestId('param').textContent).toBe('42');
  });

  it('follows <Navigate> after rendering', async () => {
    renderAt('/check');
    expect(await screen.findByRole('heading', { name: 'pre-check' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/check/pre-check');
  });

  it('navigates on a plain link click and leaves modified clicks to the browser', async () => {
    renderAt('/');
    const link = screen.getByRole('link', { name: 'go' });
    expect(link.getAttribute('href')).toBe('/check/pre-check');
    expect(fireEvent.click(link, { button: 0, ctrlKey: true })).toBe(true); // not prevented: a new tab
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(fireEvent.click(link, { button: 0 })).toBe(false); // prevented: the app navigates
    expect(await screen.findByRole('heading', { name: 'pre-check' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/check/pre-check');
  });
});
