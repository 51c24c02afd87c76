import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where the authority's keys, certificates and openssl config live (one temp dir per authority). */
export interface TimestampAuthorityFiles {
  dir: string;
  config: string;
  caCert: string;
  tsaCert: string;
}

export interface TimestampAuthority {
  /** http://127.0.0.1:<port>/tsr */
  url: string;
  files: TimestampAuthorityFiles;
  /** Queries received so far (including refused ones). */
  readonly requests: number;
  /**
   * 'ok' answers with openssl's reply; 'replay' answers the previous reply again (old
   * nonce); 'oversized' adds a ~14 KB certificate to the token; a number answers that
   * HTTP status with no token.
   */
  mode: 'ok' | 'replay' | 'oversized' | number;
  /** Runs openssl with the authority's files (e.g. `ts -verify`). */
  openssl(args: string[]): Promise<{ stdout: string; stderr: string }>;
  close(): Promise<void>;
}

const opensslConfig = (dir: string) => `
[ tsa ]
default_tsa = tsa_config

[ tsa_config ]
dir = ${dir}
serial = $dir/serial
crypto_device = builtin
signer_cert = $dir/tsa.pem
certs = $dir/tsa.pem
signer_key = $dir/tsa.key
signer_digest = sha256
default_policy = 1.2.3.4.1
other_policies = 1.2.3.4.5
digests = sha256, sha384, sha512
accuracy = secs:1
ordering = no
tsa_name = yes
ess_cert_id_chain = no
ess_cert_id_alg = sha256

[ tsa_oversized ]
dir = ${dir}
serial = $dir/serial
crypto_device = builtin
signer_cert = $dir/tsa.pem
certs = $dir/oversized-chain.pem
signer_key = $dir/tsa.key
signer_digest = sha256
default_policy = 1.2.3.4.1
digests = sha256
accuracy = secs:1
ess_cert_id_chain = no
ess_cert_id_alg = sha256
`;

async function openssl(args: string[], cwd: string) {
  return run('openssl', args, { cwd, maxBuffer: 16 * 1024 * 1024 });
}

/**
 * Makes a CA and a timestamping certificate it issued (extendedKeyUsage critical
 * timeStamping, as RFC 3161 §2.3 requires), and the openssl config `openssl ts -reply`
 * reads, in a fresh temp dir.
 */
async function makeFiles(): Promise<TimestampAuthorityFiles> {
  const dir = await mkdtemp(path.join(tmpdir(), 'signet-tsa-'));
  const subj = (cn: string) => ['-subj', `/CN=${cn}/O=Signet tests`];
  await openssl(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-sha256', ...subj('Signet test TSA root')], dir);
  await openssl(['req', '-new', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'tsa.key', '-out', 'tsa.csr', ...subj('Signet test TSA')], dir);
  await writeFile(
    path.join(dir, 'tsa.ext'),
    ['basicConstraints = critical,CA:FALSE', 'keyUsage = critical,digitalSignature,nonRepudiation', 'extendedKeyUsage = critical,timeStamping', 'subjectKeyIdentifier = hash', 'authorityKeyIdentifier = keyid'].join('\n') + '\n',
  );
  await openssl(['x509', '-req', '-in', 'tsa.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'tsa.pem', '-days', '2', '-sha256', '-extfile', 'tsa.ext'], dir);
  await writeFile(path.join(dir, 'serial'), '01\n');
  // A certificate with a 14 KB comment, for a token that cannot fit the PDF's signature room.
  await writeFile(path.join(dir, 'big.ext'), `nsComment = "${'x'.repeat(14 * 1024)}"\n`);
  await openssl(['x509', '-req', '-in', 'tsa.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-set_serial', '99', '-out', 'big.pem', '-days', '2', '-sha256', '-extfile', 'big.ext'], dir);
  await writeFile(path.join(dir, 'oversized-chain.pem'), Buffer.concat([await readFile(path.join(dir, 'tsa.pem')), await readFile(path.join(dir, 'big.pem'))]));
  const config = path.join(dir, 'tsa.cnf');
  await writeFile(config, opensslConfig(dir));
  return { dir, config, caCert: path.join(dir, 'ca.pem'), tsaCert: path.join(dir, 'tsa.pem') };
}

/**
 * A tiny RFC 3161 timestamp authority on 127.0.0.1 (random port): each
 * `application/timestamp-query` POST is answered by `openssl ts -reply` as an
 * `application/timestamp-reply`. Set `mode` to an HTTP status to make it fail.
 */
export async function startTimestampAuthority(): Promise<TimestampAuthority> {
  const files = await makeFiles();
  let requests = 0;
  let sequence = 0;
  // openssl increments the serial file; run one reply at a time.
  let queue: Promise<unknown> = Promise.resolve();
  let previous: Buffer | null = null;
  const reply = (query: Buffer, section: string) => {
    const next = queue.then(async () => {
      const name = `q${++sequence}-${randomBytes(3).toString('hex')}`;
      const queryFile = path.join(files.dir, `${name}.tsq`);
      const replyFile = path.join(files.dir, `${name}.tsr`);
      await writeFile(queryFile, query);
      await openssl(['ts', '-reply', '-config', files.config, '-section', section, '-queryfile', queryFile, '-out', replyFile], files.dir);
      return readFile(replyFile);
    });
    queue = next.catch(() => undefined);
    return next;
  };
  const authority: TimestampAuthority = {
    url: '',
    files,
    get requests() {
      return requests;
    },
    mode: 'ok',
    openssl: (args) => openssl(args, files.dir),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(files.dir, { recursive: true, force: true });
    },
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests++;
      if (typeof authority.mode === 'number') {
        res.writeHead(authority.mode, { 'content-type': 'text/plain' }).end('timestamp authority unavailable');
        return;
      }
      if (req.method !== 'POST' || req.headers['content-type'] !== 'application/timestamp-query') {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('expected a POST of application/timestamp-query');
        return;
      }
      const answer = authority.mode === 'replay' && previous ? Promise.resolve(previous) : reply(Buffer.concat(chunks), authority.mode === 'oversized' ? 'tsa_oversized' : 'tsa_config');
      answer.then(
        (body) => {
          previous = body;
          res.writeHead(200, { 'content-type': 'application/timestamp-reply', 'content-length': body.length }).end(body);
        },
        (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  authority.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsr`;
  return authority;
}
