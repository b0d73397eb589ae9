export declare const serviceTests: {
  include: string[];
  globalSetup: string[];
  fileParallelism: boolean;
  testTimeout: number;
  hookTimeout: number;
};
