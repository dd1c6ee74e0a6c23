// swiftlint:disable:next force_cast
let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") as! ProfileCell

// swiftlint:disable identifier_name
let x = 0, y = 0
// swiftlint:enable identifier_name
