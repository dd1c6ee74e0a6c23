app.setLoginItemSettings({ openAtLogin: userChoice, openAsHidden: true });
