// The three levels start-up and the background services write to: Fastify's logger, a console in the
// scripts, or nothing. Its own module so a service can take a logger without importing start-up.
export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}
