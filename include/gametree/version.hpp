/// \file
/// The library's version, for code that must know which gametree it is compiled against. This header is
/// the one place the number is kept: CMake reads it for project() and the installed package's version
/// file, so `find_package(gametree 0.1)` and `#if GAMETREE_VERSION >= 100` agree.
#pragma once

#include <string_view>

/// Incremented for a change that breaks code written for the previous version (0 while the API settles).
#define GAMETREE_VERSION_MAJOR 0
/// Incremented for added features that keep earlier code compiling.
#define GAMETREE_VERSION_MINOR 1
/// Incremented for fixes only.
#define GAMETREE_VERSION_PATCH 0

/// The version as one number for preprocessor comparisons: major * 10000 + minor * 100 + patch (0.1.0 is 100).
#define GAMETREE_VERSION (GAMETREE_VERSION_MAJOR * 10000 + GAMETREE_VERSION_MINOR * 100 + GAMETREE_VERSION_PATCH)

namespace gametree {

/// GAMETREE_VERSION_MAJOR as a constant (not named `major`: glibc once defined that as a macro).
inline constexpr int version_major = GAMETREE_VERSION_MAJOR;
/// GAMETREE_VERSION_MINOR as a constant.
inline constexpr int version_minor = GAMETREE_VERSION_MINOR;
/// GAMETREE_VERSION_PATCH as a constant.
inline constexpr int version_patch = GAMETREE_VERSION_PATCH;
/// \cond
// Helpers for version_string only, undefined after it.
#define GAMETREE_DETAIL_STRINGIFY_VALUE(x) #x
#define GAMETREE_DETAIL_STRINGIFY(x) GAMETREE_DETAIL_STRINGIFY_VALUE(x)
/// \endcond
/// The version as text, "major.minor.patch" ("0.1.0").
inline constexpr std::string_view version_string =
    GAMETREE_DETAIL_STRINGIFY(GAMETREE_VERSION_MAJOR) "." GAMETREE_DETAIL_STRINGIFY(GAMETREE_VERSION_MINOR) "." GAMETREE_DETAIL_STRINGIFY(GAMETREE_VERSION_PATCH);
#undef GAMETREE_DETAIL_STRINGIFY
#undef GAMETREE_DETAIL_STRINGIFY_VALUE

}  // namespace gametree
