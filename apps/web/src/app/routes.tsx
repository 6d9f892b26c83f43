import type { RouteObject } from 'react-router';
import { Layout } from './Layout';
import { HomePage } from '../features/home/components/HomePage';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [{ index: true, element: <HomePage /> }],
  },
];
