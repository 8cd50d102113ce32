// `node dist/main.js`: the simulator on WXSIM_HOST:WXSIM_PORT, configured from WXSIM_* (see read-sim-env.ts).
import { createWechatSim } from './create-wechat-sim';
import { readSimEnv } from './read-sim-env';

let settings;
try {
  settings = readSimEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const sim = createWechatSim(settings.options);
await sim.app.listen({ port: settings.port, host: settings.host });
console.log(`wechat-sim listening on http://${settings.host}:${settings.port} (appid ${settings.options.appId}, mchid ${settings.options.mchId})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sim.app.close().then(() => process.exit(0));
  });
}
