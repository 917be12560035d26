import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  validators: {
    title: 'Validator',
    sets: { previous: 'Sebelumnya', current: 'Saat ini', next: 'Berikutnya' },
    noSet: {
      previous: 'Tidak ada set validator sebelumnya dalam konfigurasi terbaru.',
      current: 'Tidak ada set validator saat ini dalam konfigurasi terbaru.',
      next: 'Tidak ada set validator berikutnya: diterbitkan saat pemilihan memilihnya.',
    },
    summary: {
      period: 'Periode pemilihan',
      totalStake: 'Total stake',
      totalBonuses: 'Total bonus',
      status: 'Status pemilihan',
    },
    status: {
      waiting: 'Menunggu, pemilihan dibuka pada {{time}}',
      open: 'Dibuka hingga {{time}}',
      closed: 'Ditutup',
    },
    participants: {
      caption:
        'Pemilihan sedang berlangsung: stake yang masuk sejauh ini, terbesar lebih dulu. Set berikutnya dipilih dari stake ini saat pemilihan ditutup.',
      none: 'Belum ada stake dalam pemilihan yang sedang berlangsung.',
    },
    columns: {
      rank: 'Peringkat',
      address: 'Alamat validator',
      publicKey: 'Kunci publik',
      stake: 'Stake',
      bonuses: 'Bonus',
      weight: 'Bobot',
      maxFactor: 'Faktor maks.',
      stakedAt: 'Waktu stake',
    },
  },
};
