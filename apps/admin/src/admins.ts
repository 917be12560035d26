// The admin role (spec §6; decision 0045): TVMSCAN_ADMINS lists emails and subject ids. An entry with
// an `@` is an email and counts only for a token that says `email_verified: true`, so nobody becomes an
// admin by registering, or naming at an external issuer, an address they cannot receive mail at; any
// other entry is a subject id and matches `sub`, which the issuer assigns. Emails compare without case.
import type { AccessClaims } from './access-token';

export class AdminList {
  private readonly emails = new Set<string>();
  private readonly subjects = new Set<string>();

  /** `entries`: TVMSCAN_ADMINS split at its commas (blank entries are ignored). */
  constructor(entries: readonly string[]) {
    for (const raw of entries) {
      const entry = raw.trim();
      if (entry === '') continue;
      if (entry.includes('@')) this.emails.add(entry.toLowerCase());
      else this.subjects.add(entry);
    }
  }

  includes(claims: AccessClaims): boolean {
    if (this.subjects.has(claims.sub)) return true;
    return claims.emailVerified && claims.email !== null && this.emails.has(claims.email.toLowerCase());
  }
}
