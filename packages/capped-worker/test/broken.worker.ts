// A worker that fails while loading, before serveJobs.
export {};

throw new Error('the worker module is broken');
