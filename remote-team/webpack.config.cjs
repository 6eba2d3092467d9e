// remote-team: one exposed module per screen; everything else comes from the common setup.
const { createWebpackConfig } = require('shared-kernel/build/webpack');

module.exports = createWebpackConfig({
  dirname: __dirname,
  kind: 'remote',
  name: 'team',
  exposes: {
    './TeamSpace': './src/team-space/index.tsx',
    './PartnershipDetails': './src/partnership-details/index.tsx',
    './UpdatePartnershipForm': './src/update-partnership-form/index.tsx',
    './ComplianceDeclaration': './src/compliance-declaration/index.tsx',
    './NoActiveRoles': './src/no-active-roles/index.tsx',
    './SmeSubscription': './src/sme-subscription/index.tsx',
    './SmeSubscriptionChange': './src/sme-subscription-change/index.tsx',
  },
  port: 3005,
  devEntry: './src/dev/harness.tsx',
});
