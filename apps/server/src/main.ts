import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { openInfrastructure } from './infrastructure.ts';
import { defaultSecretProblems, demoAccountProblems, refusalMessage } from './production-guard.ts';
import { DEMO_ACCOUNTS, seedDemo } from './seed.ts';

function refuse(problems: string[]): never {
  console.error(refusalMessage(problems));
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
// Without DEMO this is production: refuse published secrets before connecting with them, and
// demo accounts (left from a demo run on the same database) before serving anyone.
const secretProblems = defaultSecretProblems(config);
if (secretProblems.length > 0) refuse(secretProblems);
const infra = await openInfrastructure(config);
if (config.demo) {
  await seedDemo(infra.database.db);
} else {
  const demoProblems = await demoAccountProblems(config, infra.database.db);
  if (demoProblems.length > 0) {
    await infra.close();
    refuse(demoProblems);
  }
}
const app = await buildApp({ config, ...infra });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Fastify stops accepting connections, finishes in-flight requests, then the onClose hooks wait
  // for a running draw and settlement pass; past the timeout the process gives up.
  const force = setTimeout(() => {
    app.log.error({ timeoutSeconds: config.shutdownGraceSeconds }, 'shutdown timed out');
    process.exit(1);
  }, config.shutdownGraceSeconds * 1000);
  force.unref();
  try {
    await app.close(); // stops HTTP, closes sockets (preClose hooks)
    await infra.close(); // bus, database, DATA_DIR lock
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
console.log(
  `\n彩聊 is running at ${url}  (database: ${infra.database.engine}${config.redisUrl ? ', redis' : ''}; ${config.demo ? 'demo mode' : 'production mode'})`,
);
if (config.demo) {
  console.log(
    'Demo mode (DEMO=1): demo accounts and the instant demo recharge channel are on; never for real money.',
  );
  console.log('Demo accounts:');
  for (const a of DEMO_ACCOUNTS)
    console.log(`  ${a.username} / ${a.password}${a.operator ? `  (运营后台 /admin: ${a.operator})` : ''}`);
}
