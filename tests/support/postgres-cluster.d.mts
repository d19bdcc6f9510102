export function startPostgresCluster(): Promise<{
  url: string;
  port: number;
  dataDir: string;
  stop(): void;
  restart(mode?: "smart" | "fast" | "immediate"): void;
  pause(mode?: "smart" | "fast" | "immediate"): void;
  start(): void;
}>;
