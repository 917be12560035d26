// URL builders of the token and NFT pages, for any page that links to them.
export const tokenUrl = (rootAddress: string): string => `/tokens/${rootAddress}`;
export const nftUrl = (address: string): string => `/nfts/${address}`;
