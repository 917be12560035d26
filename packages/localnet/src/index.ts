// @tvmscan/localnet: an in-process TVM network that executes real transactions and produces real blocks.
export type { ExecutedTransaction, RejectedMessage } from './chain';
export { ANNOUNCER_ABI, announceBody, announcerState } from './contracts/announcer';
export {
  type ArtifactPackage,
  artifactPackageDir,
  type ContractArtifact,
  contractArtifact,
  TOKEN_CONTRACTS,
  tokenContractArtifacts,
} from './contracts/artifacts';
export { COUNTER, COUNTER_ABI, counterState, incrementBody } from './contracts/counter';
export { type EverWallet, everWalletAbi, everWalletOf, signedTransfer } from './contracts/everWallet';
export { signedCall } from './contracts/external';
export { localGetter } from './contracts/localCall';
export { looperDeploy } from './contracts/looper';
export {
  MULTI_COLLECTION_ABI,
  MULTI_NFT_ABI,
  MULTI_WALLET_ABI,
  type MultiCollectionParams,
  mintMultiTokenBody,
  multiCollectionDeploy,
  multiTokenBurnBody,
  multiTokenTransferBody,
  multiTokenWalletAddress,
  multiTokenWalletCode,
} from './contracts/multi-token';
export {
  OWNERSHIP_VERIFIER_ABI_JSON,
  ownershipVerifierState,
  verifyBody,
} from './contracts/ownership-verifier';
export { mintBody, tokenRootConstructor, tokenRootState } from './contracts/tip3';
export { nftCode } from './contracts/tip4';
export { type TolkBuild, tolkBuild, tolkContractCode } from './contracts/tolk';
export {
  DEFAULT_METADATA_BASE_URL,
  mintUrlNftBody,
  URL_COLLECTION_ABI,
  URL_NFT_ABI,
  type UrlCollectionParams,
  urlCollectionDeploy,
} from './contracts/url-nft';
export type { Genesis, Participant } from './genesis';
export { giverMessage } from './giver-message';
export { createJrpcEndpoint, type JrpcEndpoint, type RpcNetwork } from './jrpc';
export { deriveKeyPair, type KeyPair, type SignatureContext } from './keys';
export {
  createLocalnet,
  Localnet,
  type LocalnetHead,
  type LocalnetOptions,
  type MasterchainBatch,
  type RejectedEvent,
  type SourceBlock,
} from './localnet';
export { urlMetadataDocument } from './scenarios/catalog';
export type {
  ScenarioCollection,
  ScenarioHolder,
  ScenarioNft,
  ScenarioOperation,
  ScenarioReport,
  ScenarioToken,
  ScenarioUrlCollection,
} from './scenarios/report';
export {
  createGraphqlEndpoint,
  GRAPHQL_PAGE_LIMIT,
  type GraphqlEndpoint,
  type GraphqlNetwork,
} from './serve/graphql';
