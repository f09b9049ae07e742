// The worker process (pg-boss jobs: digest, imports, plugin sync, asset re-hosting) is built by the
// legacy-import issue. Until then nothing runs here.
export {};
