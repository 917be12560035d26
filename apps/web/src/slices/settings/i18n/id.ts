import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  settings: {
    title: 'Pengaturan akun',
    tabs: {
      addresses: 'Token saya',
      'token-lists': 'Daftar token saya',
      'api-key': 'Kunci API',
      assets: 'Aset',
    },
    pendingCount: '{{count}} menunggu',
    adminOnly: 'Aset hanya tersedia bagi administrator.',
    apiKey: {
      about:
        'Anda hanya memiliki satu kunci API dalam satu waktu: membuat kunci baru mencabut kunci yang sekarang.',
      create: 'Buat kunci baru',
      modalTitle: 'Buat kunci API baru',
      createdTitle: 'Kunci API baru Anda',
      warning:
        'Membuat kunci baru akan mencabut kunci Anda yang sekarang: semua yang memakainya akan berhenti berfungsi. Kunci baru hanya ditampilkan sekali; salin dan simpan dengan aman.',
      cancel: 'Batal',
      submit: 'Kirim',
      close: 'Tutup',
      keyLabel: 'Kunci API baru Anda',
      keyHint: 'Ini satu-satunya saat kunci ditampilkan.',
    },
  },
};
