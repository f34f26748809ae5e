// The shop's own webpack config minus WebMcpPlugin: the baseline of the example build.
const { WebMcpPlugin } = require('webpack-plugin-webmcp-nexus');
const shop = require('../../../fixtures/apps/shop/webpack.config.cjs');

module.exports = (env) => {
  const config = shop(env);
  return { ...config, plugins: config.plugins.filter((plugin) => !(plugin instanceof WebMcpPlugin)) };
};
