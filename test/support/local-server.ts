import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Starts `npm start`'s entry point (src/entry/local.ts) as a process of its own with `env`,
 * and resolves once it prints its address: the moment it serves, read from its output as it
 * comes, not polled for. Rejects with its output if it exits first.
 */
export async function startLocalServer(env: Record<string, string>): Promise<{ child: ChildProcess; origin: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/entry/local.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const address = /Yamb API on http:\/\/localhost:(\d+)/.exec(output);
      if (address) resolve(`http://127.0.0.1:${address[1]}`);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before serving:\n${output}`)));
  });
  return { child, origin, output: () => output };
}
