// A token's approved asset information beside its name in lists (search results, an account's token
// balances): the approved logo — the Admin API's sanitized SVG, and even so only through <img>, which
// never runs an SVG's scripts — and a verified mark. Tokens without approved information show neither.
import { Badge, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function TokenMark({ logoUrl, verified }: { logoUrl: string | null; verified: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {logoUrl && (
        // Decorative: the token's name is next to it.
        <Image src={logoUrl} alt="" w={20} h={20} fit="contain" data-testid="token-logo" />
      )}
      {verified && (
        <Badge variant="filled" color="teal.9" size="xs" data-testid="token-verified">
          {t('common.verifiedToken')}
        </Badge>
      )}
    </>
  );
}
