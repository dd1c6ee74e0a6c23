const std = @import("std");

pub fn main() !void {
    var gpa = std.heap.GeneralPurposeAllocator(.{}){};
    const alloc = gpa.allocator();
    // argv, no shell: arguments cannot be reinterpreted
    const argv = [_][]const u8{ "git", "describe", "--tags", "--always" };
    const res = try std.process.Child.run(.{ .allocator = alloc, .argv = &argv });
    defer alloc.free(res.stdout);
    defer alloc.free(res.stderr);
    std.debug.print("version: {s}", .{res.stdout});
}
