/// <reference types="vite/client" />

/** EverWallet's ABI JSON and code hash, provided at build time (ever-wallet-module.ts). */
declare module 'virtual:ever-wallet' {
  export const abi: string;
  export const codeHash: string;
}
