file(DOWNLOAD https://cpm-cache.example.org/CPM.cmake ${CMAKE_BINARY_DIR}/cmake/CPM.cmake)
include(${CMAKE_BINARY_DIR}/cmake/CPM.cmake)
CPMAddPackage(NAME fmt URL https://cpm-cache.example.org/fmt-11.0.2.zip)
CPMAddPackage(NAME spdlog URL https://cpm-cache.example.org/spdlog-1.14.1.zip DOWNLOAD_ONLY NO)
