// remote-onboarding: one exposed module per screen; everything else comes from the common setup.
const { createWebpackConfig } = require('shared-kernel/build/webpack');

module.exports = createWebpackConfig({
  dirname: __dirname,
  kind: 'remote',
  name: 'onboarding',
  exposes: {
    './ProspectLogin': './src/prospect-login/index.tsx',
    './ProspectLoginVerify': './src/prospect-login-verify/index.tsx',
    './LoginMoreInfo': './src/login-more-info/index.tsx',
    './AccountRequest': './src/account-request/index.tsx',
    './ProspectHome': './src/prospect-home/index.tsx',
    './ProspectRequest': './src/prospect-request/index.tsx',
    './ProspectRequestPersonal': './src/prospect-request-personal/index.tsx',
    './PartnershipOffering': './src/partnership-offering/index.tsx',
    './PartnershipOnboarding': './src/partnership-onboarding/index.tsx',
    './Registrations': './src/registrations/index.tsx',
    './AccountConfirmations': './src/account-confirmations/index.tsx',
    './ViaApp': './src/via-app/index.tsx',
    './QualifiedSignature': './src/qualified-signature/index.tsx',
  },
  port: 3006,
  devEntry: './src/dev/harness.tsx',
});
