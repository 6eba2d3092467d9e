// remote-accounts: one exposed module per screen; everything else comes from the common setup.
const { createWebpackConfig } = require('shared-kernel/build/webpack');

module.exports = createWebpackConfig({
  dirname: __dirname,
  kind: 'remote',
  name: 'accounts',
  exposes: {
    './Dashboard': './src/dashboard/index.tsx',
    './Transactions': './src/transactions/index.tsx',
    './AccountInformation': './src/account-information/index.tsx',
    './CashAccountCreate': './src/cash-account-create/index.tsx',
    './AccountOpeningConditions': './src/account-opening-conditions/index.tsx',
    './Documents': './src/documents/index.tsx',
    './Suggestions': './src/suggestions/index.tsx',
    './Settings': './src/settings/index.tsx',
    './PersonalDetails': './src/personal-details/index.tsx',
    './Legal': './src/legal/index.tsx',
    './DataSharing': './src/data-sharing/index.tsx',
  },
  port: 3001,
  devEntry: './src/dev/harness.tsx',
});
