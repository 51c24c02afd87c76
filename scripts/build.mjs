// `npm run build`: the contracts first (both apps use them), then the web app, the signer's pages (an
// entry of their own, decision 024), the server, the SDK and the embed component side by side. They share nothing, and the build is the one step every browser test waits for.
import { spawn } from 'node:child_process';

function run(workspace, script = 'build') {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '-w', workspace], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if ((await run('@signet/contracts')) !== 0) process.exit(1);
const codes = await Promise.all([
  run('@signet/web', 'build:app'),
  run('@signet/web', 'build:signer'),
  run('@signet/server'),
  // The publishable packages (issue 38): the SDK's types come from the contracts' declarations.
  run('@signet/sdk'),
  run('@signet/embed-react'),
]);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
