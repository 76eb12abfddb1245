import { createRoute } from '@tanstack/react-router';
import { HomeScreen } from '../screens/layout';
import { MainTaskScreen, TextsScreen } from '../screens/texts';
import { loadScreen } from './loaders';
import { rootRoute } from './root';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: ({ context }) => loadScreen.home(context.queryClient),
  component: HomeScreen,
});

export const textsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/texts',
  loader: ({ context }) => loadScreen.texts(context.queryClient),
  component: TextsScreen,
});

export const mainTaskRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/main-task',
  loader: ({ context }) => loadScreen.mainTask(context.queryClient),
  component: MainTaskScreen,
});
