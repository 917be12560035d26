// The labels of an asset's social links (spec §3). The networks' names are spelled as their owners
// spell them, the same in every language, so they are not in the catalogs; only "whitepaper" is a word
// each language says its own way.
import type { TokenSocialKey } from '@tvmscan/api-schema/values';
import type { TFunction } from 'i18next';

const NETWORK_NAMES: Record<Exclude<TokenSocialKey, 'whitepaper_url'>, string> = {
  github_url: 'GitHub',
  telegram_url: 'Telegram',
  wechat_url: 'WeChat',
  linkedin_url: 'LinkedIn',
  discord_url: 'Discord',
  medium_url: 'Medium',
  reddit_url: 'Reddit',
  slack_url: 'Slack',
  facebook_url: 'Facebook',
  twitter_url: 'Twitter',
};

export const socialLabel = (key: TokenSocialKey, t: TFunction): string =>
  key === 'whitepaper_url' ? t('tokenAssets.socials.whitepaper_url') : NETWORK_NAMES[key];
