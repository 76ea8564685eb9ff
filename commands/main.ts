process.stdout.write('fds\n');
