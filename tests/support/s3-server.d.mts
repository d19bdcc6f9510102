export const S3_TEST_ACCESS_KEY_ID: string;
export const S3_TEST_SECRET_ACCESS_KEY: string;

export interface S3TestServer {
  endpoint: string;
  directory: string;
  env(bucket?: string): {
    STORAGE_DRIVER: "s3";
    S3_ENDPOINT: string;
    S3_REGION: string;
    S3_BUCKET: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
    S3_FORCE_PATH_STYLE: "true";
  };
  close(): Promise<void>;
}

export function startS3Server(options?: { buckets?: string[]; port?: number }): Promise<S3TestServer>;
