export { t as MAX_RESTARTS_PER_MINUTE, n as announceWorkerReady, r as formatBanner, i as productionWorkerCount, a as restartDelayMs, o as startCluster } from "./assets/cluster-CW_395LJ.js";
