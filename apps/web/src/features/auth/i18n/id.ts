import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  auth: {
    signIn: 'Masuk',
    signUp: 'Buat akun',
    signOut: 'Keluar',
    account: 'Akun',
    loginRequired: 'Anda harus masuk untuk melanjutkan',
    authorizationError: 'Kesalahan otorisasi, silakan masuk kembali',
    unknownError: 'Kesalahan tidak diketahui, silakan coba lagi nanti.',
    noSignIn: 'Penjelajah ini tidak memiliki konfigurasi masuk.',
    emailVerified: 'Email Anda telah diverifikasi.',
    emailUnverified: 'Email Anda belum diverifikasi: ikuti tautan di email yang kami kirimkan.',
    menu: { myTokens: 'Token saya', myTokenLists: 'Daftar token saya', apiKeys: 'Kunci API', assets: 'Aset' },
    screen: {
      signInTitle: 'Masuk',
      registrationTitle: 'Buat akun',
      email: 'Email',
      password: 'Kata sandi',
      passwordHint: 'Minimal {{min}} karakter',
      submitSignIn: 'Masuk',
      submitRegistration: 'Buat akun',
      toRegistration: 'Belum punya akun? Buat akun',
      toSignIn: 'Sudah punya akun? Masuk',
      redirecting: 'Mengarahkan ke halaman masuk…',
      expired: 'Sesi masuk ini telah kedaluwarsa.',
      startAgain: 'Mulai lagi',
    },
    field: {
      empty: 'Kolom tidak boleh kosong.',
      email: 'Kolom harus berisi email yang valid.',
      tooLong: 'Kolom tidak boleh lebih dari {{max}} karakter.',
      passwordShort: 'Kata sandi minimal {{min}} karakter.',
      emailTaken: 'Email sudah digunakan, silakan coba yang lain.',
      wrongCredentials: 'Email atau kata sandi salah.',
    },
  },
};
