import 'dart:io';

Future<void> main() async {
  final fmt = await Process.run('dart', ['format', 'lib', 'test']);
  stdout.write(fmt.stdout);
  final diff = await Process.run('git', ['diff', '--stat']);
  stdout.write(diff.stdout);
  exit(fmt.exitCode);
}
