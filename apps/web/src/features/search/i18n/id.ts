import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  search: {
    placeholder: 'Masukkan ID transaksi, pesan, akun, atau blok...',
    label: 'Cari',
    clear: 'Hapus pencarian',
    nothingFound: 'Tidak ditemukan',
    searching: 'Mencari…',
    groups: {
      blocks: 'Blok',
      accounts: 'Akun',
      transactions: 'Transaksi',
      messages: 'Pesan',
      tokens: 'Token',
    },
  },
};
