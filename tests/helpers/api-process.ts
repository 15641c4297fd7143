// Runs tests/helpers/api-server.ts as a real process: for tests that kill a server, or run two.
import { type ChildProcess, spawn } from 'node:child_process';

export interface ApiProcess {
  url: string;
  proc: ChildProcess;
  /** SIGTERM (or the given signal) and wait for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the API with `env` added to this process's environment; resolves once it listens. */
export function startApiServer(env: Record<string, string>): Promise<ApiProcess> {
  const proc = spawn(process.execPath, ['tests/helpers/api-server.ts'], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`server did not start: ${err}`));
    }, 60_000);
    proc.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    proc.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${m[1]}`, proc, stop });
      }
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${err}`));
    });
  });
}
