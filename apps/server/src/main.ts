import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openInfrastructure } from './infrastructure.ts';
import { DEMO_ACCOUNTS, seedDemo } from './seed.ts';

const config = loadConfig();
const infra = await openInfrastructure(config);
if (config.demo) await seedDemo(infra.database.db);
const app = await buildApp({ config, ...infra });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
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
  `\n彩聊 is running at ${url}  (database: ${infra.database.engine}${config.redisUrl ? ', redis' : ''})`,
);
if (config.demo) {
  console.log('Demo accounts:');
  for (const a of DEMO_ACCOUNTS)
    console.log(
      `  ${a.username} / ${a.password}${(a.roles as readonly string[]).includes('admin') ? '  (operator)' : ''}`,
    );
}
