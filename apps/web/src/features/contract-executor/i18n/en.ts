import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  executor: {
    runLocal: 'Read (run locally)',
    method: 'Method',
    chooseMethod: 'Choose a method',
    responsible: 'Responsible',
    run: 'Run',
    exitCode: 'Exit code {{code}}',
    addressPlaceholder: 'workchain:64 hex digits',
    unsupportedType: 'This argument type cannot be entered here',
    addItem: 'Add item',
    removeItem: 'Remove item {{index}}',
    mapKey: 'Key {{index}}',
    mapValue: 'Value {{index}}',
    errors: {
      address: 'Address must be defined',
      method: 'Method must be defined',
      fields: 'FieldsData must be defined',
      noState: 'The account has no state to run a method on',
    },
  },
};
