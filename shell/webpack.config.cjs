// The host: no remotes are baked in; src/federation reads /remotes.json at page load.
const path = require('node:path');
const { createConfig } = require('@market/webpack-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'shell',
  isHost: true,
  devPort: 3001,
  title: '스타일허브',
  runtimePlugins: [path.join(__dirname, 'src/federation/error-plugin.ts')],
});
