// The database side the API uses: @tvmscan/db plus its read functions. The read functions live in
// packages/db/src/read; until @tvmscan/db's entry re-exports them, they are reached by path here, in
// this one place.
export * from '@tvmscan/db';
export * from '../../../packages/db/src/read/index';
