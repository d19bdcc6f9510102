export function startPostgresCluster(): Promise<{ url: string; stop: () => void }>;
