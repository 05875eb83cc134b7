#!/bin/sh
set -e
npx eslint src
