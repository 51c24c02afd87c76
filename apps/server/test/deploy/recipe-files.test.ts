import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { ENV_NAMES, loadConfig } from '../../src/config/env.js';

/**
 * The deployment recipes (Dockerfile, deploy/compose.yaml, deploy/k8s) checked against the server
 * they run: every variable they set is one the server reads, and roles, probes, ports and shutdown
 * timings agree with what the server does. A renamed variable or entry file breaks these first.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
type Env = Record<string, string>;

/** Names the server does not read; OTEL_* are read by the OpenTelemetry SDK itself. */
const unknownNames = (names: string[]) => names.filter((name) => !ENV_NAMES.includes(name) && !name.startsWith('OTEL_'));
const stringValues = (record: Record<string, unknown> = {}): Env =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, String(value)]));

/** Shutdown must fit in the time the orchestrator gives before SIGKILL (defaults as in env.ts). */
const shutdownMs = (env: Env, preStopMs = 0) => Number(env.READINESS_DRAIN_MS ?? 5000) + Number(env.SHUTDOWN_GRACE_MS ?? 10000) + preStopMs;

interface Instruction {
  keyword: string;
  args: string;
  /** How many FROM lines precede or are this one: 0 for global ARGs. */
  stage: number;
}

function readDockerfile(): Instruction[] {
  let stage = 0;
  return read('Dockerfile')
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      if (keyword.toUpperCase() === 'FROM') stage += 1;
      return { keyword: keyword.toUpperCase(), args: rest.join(' '), stage };
    });
}

/** `ENV A=1 B=2` and the older `ENV A 1`. */
function envNames(args: string): string[] {
  const pairs = [...args.matchAll(/([A-Za-z_]\w*)=/g)].map((match) => match[1] ?? '');
  return pairs.length > 0 ? pairs : [args.split(/\s+/)[0] ?? ''];
}

describe('Dockerfile', () => {
  const instructions = readDockerfile();
  const of = (keyword: string) => instructions.filter((instruction) => instruction.keyword === keyword);
  const finalStage = of('FROM').length;
  const runtime = instructions.filter((instruction) => instruction.stage === finalStage);

  it('builds in stages, each from the BASE_IMAGE build argument or an earlier stage', () => {
    expect(of('FROM').length, 'Dockerfile: FROM stages').toBeGreaterThanOrEqual(2);
    expect(of('ARG').some((arg) => arg.stage === 0 && arg.args.startsWith('BASE_IMAGE=')), 'Dockerfile: ARG BASE_IMAGE= before the first FROM').toBe(true);
    const stages: string[] = [];
    for (const from of of('FROM')) {
      const [image = '', , name] = from.args.split(/\s+/);
      expect(['${BASE_IMAGE}', ...stages], `Dockerfile: FROM ${from.args}`).toContain(image);
      if (name) stages.push(name);
    }
  });

  it("builds on the Node.js major package.json's engines require (Node 24 LTS)", () => {
    const base = of('ARG').find((arg) => arg.stage === 0 && arg.args.startsWith('BASE_IMAGE='))?.args ?? '';
    expect(base, 'Dockerfile: ARG BASE_IMAGE').toBe(`BASE_IMAGE=node:${requiredNodeMajor()}-bookworm-slim`);
  });

  it('sets only variables the server reads, with NODE_ENV=production', () => {
    const names = of('ENV').flatMap((env) => envNames(env.args));
    expect(unknownNames(names), 'Dockerfile: ENV names not in ENV_NAMES').toEqual([]);
    expect(of('ENV').map((env) => env.args), 'Dockerfile: ENV NODE_ENV').toContain('NODE_ENV=production');
    const port = of('ENV').find((env) => env.args.startsWith('PORT='))?.args.slice('PORT='.length) ?? '3000';
    expect(of('EXPOSE').map((expose) => expose.args), 'Dockerfile: EXPOSE matches PORT').toContain(port);
  });

  it('runs node under tini as a non-root numeric user, checked through /livez', () => {
    const user = runtime.filter((instruction) => instruction.keyword === 'USER').at(-1)?.args ?? '';
    expect(user, 'Dockerfile: USER of the runtime stage').toMatch(/^[1-9]\d*(:\d+)?$/);
    expect(of('HEALTHCHECK').at(-1)?.args, 'Dockerfile: HEALTHCHECK').toContain('/livez');
    const entrypoint = JSON.parse(of('ENTRYPOINT').at(-1)?.args ?? '[]') as string[];
    expect(entrypoint[0], 'Dockerfile: ENTRYPOINT').toMatch(/(^|\/)tini$/);
    expect(JSON.parse(of('CMD').at(-1)?.args ?? '[]'), 'Dockerfile: CMD').toEqual(['node', 'apps/server/dist/main.js']);
  });

  it('copies into the runtime what the server reads outside its dist folder', () => {
    const copied = runtime.filter((instruction) => instruction.keyword === 'COPY').map((copy) => copy.args.split(/\s+/).at(-1));
    for (const needed of ['apps/server/dist', 'apps/server/drizzle', 'apps/web/dist', 'apps/web/dist-signer', 'packages/contracts/dist']) {
      expect(copied, `Dockerfile: runtime stage copies ${needed}`).toContain(needed);
    }
  });

  it('has a .dockerignore that keeps build output out and the copied sources in', () => {
    const patterns = read('.dockerignore').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
    expect(patterns, '.dockerignore').toEqual(expect.arrayContaining(['.git', '**/node_modules', '**/dist']));
    const sources = of('COPY')
      .filter((copy) => !copy.args.startsWith('--from'))
      .flatMap((copy) => copy.args.split(/\s+/).slice(0, -1));
    const ignored = sources.filter((source) => patterns.some((pattern) => source === pattern || source.startsWith(`${pattern}/`)));
    expect(ignored, '.dockerignore: excludes files the Dockerfile copies').toEqual([]);
  });
});

/** The major of package.json's `engines.node` (">=24"). */
function requiredNodeMajor(): number {
  const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
  return Number(/^>=(\d+)$/.exec(engines)?.[1]);
}

interface ComposeService {
  build?: { args?: Record<string, string> };
  image?: string;
  command?: string[];
  environment?: Record<string, unknown>;
  depends_on?: Record<string, { condition?: string }>;
  deploy?: { replicas?: string | number };
  healthcheck?: { test?: string[] };
}

describe('deploy/compose.yaml', () => {
  const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
  const signet = Object.fromEntries(Object.entries(compose.services).filter(([, service]) => service.image === 'signet:local'));
  const envOf = (name: string) => stringValues(signet[name]?.environment);

  it("builds the Signet image on the Node.js major package.json's engines require", () => {
    for (const [name, service] of Object.entries(signet)) {
      expect(service.build?.args?.BASE_IMAGE, `deploy/compose.yaml: ${name} build.args.BASE_IMAGE`).toBe(`node:${requiredNodeMajor()}-bookworm-slim`);
    }
  });

  it('runs the Signet image as migrate, web and worker with valid settings', () => {
    expect(Object.keys(signet).sort(), 'deploy/compose.yaml: services on signet:local').toEqual(['migrate', 'web', 'worker']);
    for (const name of Object.keys(signet)) {
      expect(unknownNames(Object.keys(envOf(name))), `deploy/compose.yaml: ${name} environment names not in ENV_NAMES`).toEqual([]);
      expect(() => loadConfig(envOf(name), '/app'), `deploy/compose.yaml: ${name} environment`).not.toThrow();
    }
    expect(signet.migrate?.command, 'deploy/compose.yaml: migrate command').toEqual(['node', 'apps/server/dist/migrate.js']);
  });

  it.each([
    ['web', 'WEB_REPLICAS'],
    ['worker', 'WORKER_REPLICAS'],
  ])('starts %s replicas after migrations, with their role, gated on /readyz', (name, replicasVariable) => {
    const service = signet[name];
    const env = envOf(name);
    expect(env.ROLE, `deploy/compose.yaml: ${name} ROLE`).toBe(name);
    expect(env.MIGRATE_ON_START, `deploy/compose.yaml: ${name} MIGRATE_ON_START`).toBe('false');
    expect(String(service?.deploy?.replicas), `deploy/compose.yaml: ${name} deploy.replicas`).toBe(`\${${replicasVariable}:-2}`);
    expect(service?.depends_on, `deploy/compose.yaml: ${name} depends_on`).toMatchObject({
      migrate: { condition: 'service_completed_successfully' },
      postgres: { condition: 'service_healthy' },
      minio: { condition: 'service_healthy' },
    });
    expect(service?.healthcheck?.test?.join(' '), `deploy/compose.yaml: ${name} healthcheck on PORT`).toContain(`:${env.PORT ?? '3000'}/readyz`);
  });

  it('gives the worker a metrics port', () => {
    expect(envOf('worker').METRICS_PORT, 'deploy/compose.yaml: worker METRICS_PORT').toMatch(/^\d+$/);
  });
});

interface Probe {
  httpGet?: { path?: string; port?: string | number };
}
interface Container {
  command?: string[];
  args?: string[];
  env?: { name: string; value?: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  ports?: { name?: string; containerPort: number }[];
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command?: string[] } } };
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; readOnlyRootFilesystem?: boolean };
  volumeMounts?: { mountPath: string }[];
  resources?: { requests?: object; limits?: object };
}
interface PodTemplate {
  metadata?: { labels?: Env; annotations?: Env };
  spec: { terminationGracePeriodSeconds?: number; securityContext?: Container['securityContext']; containers: Container[] };
}
interface Resource {
  kind: string;
  metadata: { name: string };
  data?: Env;
  stringData?: Env;
  resources?: string[];
  spec?: { template?: PodTemplate; selector?: Env & { matchLabels?: Env }; scaleTargetRef?: { kind: string; name: string } };
}

describe('deploy/k8s', () => {
  const dir = 'deploy/k8s';
  const files = readdirSync(path.join(root, dir)).filter((file) => file.endsWith('.yaml'));
  const resources = files.flatMap((file) => parseAllDocuments(read(`${dir}/${file}`)).map((doc) => ({ file: `${dir}/${file}`, ...(doc.toJS() as Resource) })));
  const named = (kind: string, name: string) => {
    const found = resources.find((resource) => resource.kind === kind && resource.metadata.name === name);
    if (!found) throw new Error(`${dir}: no ${kind} named ${name}`);
    return found;
  };
  const workloads = resources.filter((resource) => resource.spec?.template);
  const templateOf = (resource: (typeof resources)[number]) => {
    if (!resource.spec?.template) throw new Error(`${resource.file}: ${resource.kind} ${resource.metadata.name} has no pod template`);
    return resource.spec.template;
  };
  const containerOf = (resource: (typeof resources)[number]) => {
    const [container] = templateOf(resource).spec.containers;
    if (!container) throw new Error(`${resource.file}: ${resource.metadata.name} has no container`);
    return container;
  };

  /** The container's environment as the kubelet builds it: envFrom sources first, then env entries. */
  function envOf(container: Container): Env {
    const fromSources = (container.envFrom ?? []).map((source) =>
      source.configMapRef ? named('ConfigMap', source.configMapRef.name).data : named('Secret', source.secretRef?.name ?? '').stringData,
    );
    const direct = Object.fromEntries((container.env ?? []).map((entry) => [entry.name, entry.value ?? '']));
    return Object.assign({}, ...fromSources, direct) as Env;
  }
  const portNumber = (container: Container, port: string | number | undefined) =>
    typeof port === 'number' ? port : container.ports?.find((candidate) => candidate.name === port)?.containerPort;

  it('sets only variables the server reads, and every workload gets a valid configuration', () => {
    const names = resources.flatMap((resource) => [
      ...Object.keys(resource.data ?? {}).map((name) => `${resource.file}: ${name}`),
      ...Object.keys(resource.stringData ?? {}).map((name) => `${resource.file}: ${name}`),
      ...(resource.spec?.template?.spec.containers ?? []).flatMap((container) => (container.env ?? []).map((entry) => `${resource.file}: ${entry.name}`)),
    ]);
    expect(names.filter((entry) => unknownNames([entry.split(': ')[1] ?? '']).length > 0), `${dir}: names not in ENV_NAMES`).toEqual([]);
    for (const workload of workloads) {
      expect(() => loadConfig(envOf(containerOf(workload)), '/app'), `${workload.file}: environment`).not.toThrow();
    }
  });

  it('lists every manifest in kustomization.yaml', () => {
    const kustomization = resources.find((resource) => resource.kind === 'Kustomization');
    expect(kustomization?.resources?.slice().sort(), `${dir}/kustomization.yaml: resources`).toEqual(files.filter((file) => file !== 'kustomization.yaml').sort());
  });

  it('runs migrate.js in the Job, keeping the image entrypoint (tini)', () => {
    const container = containerOf(named('Job', 'signet-migrate'));
    expect(container.command, `${dir}/migrate-job.yaml: command would replace tini`).toBeUndefined();
    expect(container.args, `${dir}/migrate-job.yaml: args`).toEqual(['node', 'apps/server/dist/migrate.js']);
  });

  it.each(['web', 'worker'])('runs signet-%s with its role, probes on PORT and metrics on METRICS_PORT', (role) => {
    const deployment = named('Deployment', `signet-${role}`);
    const file = deployment.file;
    const container = containerOf(deployment);
    const env = envOf(container);
    expect(env.ROLE, `${file}: ROLE`).toBe(role);
    expect(env.MIGRATE_ON_START, `${file}: MIGRATE_ON_START`).toBe('false');
    const probes = { startupProbe: '/livez', livenessProbe: '/livez', readinessProbe: '/readyz' } as const;
    for (const [probe, probePath] of Object.entries(probes) as [keyof typeof probes, string][]) {
      expect(container[probe]?.httpGet?.path, `${file}: ${probe} path`).toBe(probePath);
      expect(portNumber(container, container[probe]?.httpGet?.port), `${file}: ${probe} port vs PORT`).toBe(Number(env.PORT ?? 3000));
    }
    const annotations = templateOf(deployment).metadata?.annotations ?? {};
    expect(annotations['prometheus.io/scrape'], `${file}: prometheus.io/scrape`).toBe('true');
    expect(annotations['prometheus.io/port'], `${file}: prometheus.io/port vs METRICS_PORT`).toBe(env.METRICS_PORT);
    expect(portNumber(container, 'metrics'), `${file}: metrics containerPort vs METRICS_PORT`).toBe(Number(env.METRICS_PORT));
  });

  it('gives every pod time to drain: terminationGracePeriodSeconds covers preStop, READINESS_DRAIN_MS and SHUTDOWN_GRACE_MS', () => {
    for (const deployment of resources.filter((resource) => resource.kind === 'Deployment')) {
      const container = containerOf(deployment);
      const sleep = container.lifecycle?.preStop?.exec?.command;
      const preStopMs = sleep?.[0] === 'sleep' ? Number(sleep[1]) * 1000 : 0;
      const graceMs = (templateOf(deployment).spec.terminationGracePeriodSeconds ?? 30) * 1000;
      expect(graceMs, `${deployment.file}: terminationGracePeriodSeconds`).toBeGreaterThan(shutdownMs(envOf(container), preStopMs));
    }
    expect(containerOf(named('Deployment', 'signet-web')).lifecycle?.preStop, `${dir}/web-deployment.yaml: preStop`).toBeDefined();
  });

  it('runs every pod as UID 10001 on a read-only root, with writable /tmp and DATA_DIR and resource bounds', () => {
    for (const workload of workloads) {
      const container = containerOf(workload);
      const security = { ...templateOf(workload).spec.securityContext, ...container.securityContext };
      expect(security, `${workload.file}: securityContext`).toMatchObject({ runAsNonRoot: true, runAsUser: 10001, readOnlyRootFilesystem: true });
      const mounts = (container.volumeMounts ?? []).map((mount) => mount.mountPath);
      const writable = workload.kind === 'Job' ? ['/tmp'] : ['/tmp', envOf(container).DATA_DIR];
      expect(mounts, `${workload.file}: volumeMounts for /tmp and DATA_DIR`).toEqual(expect.arrayContaining(writable));
      expect(container.resources?.requests, `${workload.file}: resources.requests`).toBeDefined();
      expect(container.resources?.limits, `${workload.file}: resources.limits`).toBeDefined();
    }
  });

  it('points the Service, autoscaler and disruption budgets at the pods they mean', () => {
    const labelsOf = (name: string) => templateOf(named('Deployment', name)).metadata?.labels;
    expect(labelsOf('signet-web'), `${dir}/service.yaml: selector`).toMatchObject(named('Service', 'signet-web').spec?.selector ?? { missing: true });
    expect(named('HorizontalPodAutoscaler', 'signet-web').spec?.scaleTargetRef, `${dir}/hpa.yaml: scaleTargetRef`).toMatchObject({ kind: 'Deployment', name: 'signet-web' });
    for (const name of ['signet-web', 'signet-worker']) {
      const selector = named('PodDisruptionBudget', name).spec?.selector?.matchLabels ?? { missing: 'true' };
      expect(labelsOf(name), `${dir}/pdb.yaml: ${name} selector`).toMatchObject(selector);
    }
  });
});

describe('entry points the recipes run', () => {
  const recipes = ['Dockerfile', 'deploy/compose.yaml', ...readdirSync(path.join(root, 'deploy/k8s')).map((file) => `deploy/k8s/${file}`)];
  const entries = new Set(recipes.flatMap((file) => [...read(file).matchAll(/apps\/server\/dist\/([\w-]+)\.js/g)].map((match) => match[1])));

  it('are main.js, migrate.js and check.js', () => {
    expect([...entries].sort(), 'recipes: apps/server/dist/*.js named').toEqual(['check', 'main', 'migrate']);
  });

  it.each(['main', 'migrate', 'check'])('dist/%s.js is built from a source file in apps/server/src', (entry) => {
    expect(existsSync(path.join(root, `apps/server/src/${entry}.ts`)), `apps/server/src/${entry}.ts`).toBe(true);
  });
});
