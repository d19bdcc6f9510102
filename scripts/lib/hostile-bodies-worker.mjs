// The hostile phase's body senders on a thread of their own (scripts/lib/hostile-round.mjs):
// writing 250 MB bodies at full speed would otherwise share the readers' event loop and count
// the client's own delay as the server's latency.
import { parentPort, workerData } from "node:worker_threads";
import { sendHugeBody } from "./hostile-round.mjs";

const { url, endAt, targets } = workerData;
const results = [];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
await Promise.all(
  targets.map(async ([path, type]) => {
    let rounds = 0;
    while (Date.now() < endAt && rounds < 200) {
      rounds += 1;
      results.push({ path, ...(await sendHugeBody(url, path, 250 * 1024 * 1024, type)) });
      await sleep(100);
    }
  }),
);
parentPort.postMessage(results);
