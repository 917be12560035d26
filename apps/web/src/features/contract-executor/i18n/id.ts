import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  executor: {
    runLocal: 'Baca (jalankan lokal)',
    method: 'Metode',
    chooseMethod: 'Pilih metode',
    responsible: 'Responsible',
    run: 'Jalankan',
    exitCode: 'Kode keluar {{code}}',
    addressPlaceholder: 'workchain:64 digit heksadesimal',
    unsupportedType: 'Tipe argumen ini tidak dapat diisi di sini',
    addItem: 'Tambah item',
    removeItem: 'Hapus item {{index}}',
    mapKey: 'Kunci {{index}}',
    mapValue: 'Nilai {{index}}',
    errors: {
      address: 'Alamat harus ditentukan',
      method: 'Metode harus ditentukan',
      fields: 'Data field harus ditentukan',
      noState: 'Akun tidak memiliki state untuk menjalankan metode',
    },
  },
};
