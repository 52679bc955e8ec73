import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the real server (as `npm start` does, on a fresh embedded database) for the journeys. */
export default async function setup(project: TestProject) {
  const server = await startServer({ DRAW_INTERVAL_SECONDS: process.env.DRAW_INTERVAL_SECONDS ?? '20' });
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
