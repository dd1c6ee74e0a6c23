module.exports = function teamPlugins() { return [{ name: 'team-banner' }]; };
